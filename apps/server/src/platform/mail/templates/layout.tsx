// The automatic JSX runtime even where tsx reads a tsconfig without "jsx" (npm start runs from apps/storefront).
// @jsxRuntime automatic
// @jsxImportSource react
/**
 * The frame every message shares: the shop's name linking to the shop, the content, and a
 * footer. Later messages (orders, passwords) render their content inside it.
 */
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { MailContext } from './context.ts';

const page = { backgroundColor: '#f4f4f4', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1a1a1a' };
const card = { backgroundColor: '#ffffff', maxWidth: '600px', margin: '0 auto', padding: '24px 32px' };
const brand = { fontSize: '22px', fontWeight: 700, color: '#1a1a1a', textDecoration: 'none' };
const footer = { fontSize: '12px', color: '#6b6b6b', lineHeight: '18px' };

export function MailLayout(props: { ctx: MailContext; preview: string; children: ReactNode }) {
  const { ctx } = props;
  const shopName = ctx.t('shop.name');
  return (
    <Html lang={ctx.locale.slice(0, 2)}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Section>
            <Link href={ctx.shopUrl} style={brand}>
              {shopName}
            </Link>
          </Section>
          <Hr />
          {props.children}
          <Hr />
          <Text style={footer}>{ctx.t('layout.footer', { shopName })}</Text>
        </Container>
      </Body>
    </Html>
  );
}
