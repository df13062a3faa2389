/**
 * One printed form for every declaration a schema coverage entry can name, so Magento's published
 * schema and ours compare as strings: `type X implements A & B`, `Type.field(arg: T = default): R`,
 * `Input.field: T = default`, `Enum.VALUE`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  astFromValue,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  print,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

function withDefault(item: GraphQLArgument | GraphQLInputField): string {
  const value = item.defaultValue === undefined ? null : astFromValue(item.defaultValue, item.type);
  return `${item.name}: ${String(item.type)}${value ? ` = ${print(value)}` : ''}`;
}

export function typeHeader(type: GraphQLNamedType, interfaces?: string[]): string {
  const kind = isObjectType(type)
    ? 'type'
    : isInterfaceType(type)
      ? 'interface'
      : isInputObjectType(type)
        ? 'input'
        : isEnumType(type)
          ? 'enum'
          : 'scalar';
  const implemented =
    interfaces ??
    (isObjectType(type) || isInterfaceType(type) ? type.getInterfaces().map((i) => i.name) : []);
  return `${kind} ${type.name}${implemented.length ? ` implements ${implemented.join(' & ')}` : ''}`;
}

/** The printed member `name` of `type`, or undefined when the type has no such member. */
export function memberSignature(type: GraphQLNamedType, name: string): string | undefined {
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[name];
    if (!field) return undefined;
    const args = field.args.length ? `(${field.args.map(withDefault).join(', ')})` : '';
    return `${type.name}.${name}${args}: ${String(field.type)}`;
  }
  if (isInputObjectType(type)) {
    const field = type.getFields()[name];
    return field ? `${type.name}.${withDefault(field)}` : undefined;
  }
  if (isEnumType(type)) return type.getValue(name) ? `${type.name}.${name}` : undefined;
  return undefined;
}

/** Does `schema` declare what `entry` says, with the same signature? */
export function declares(schema: GraphQLSchema, entry: string): boolean {
  const header = /^(type|interface|input|enum) (\w+)(?: implements (.+))?$/.exec(entry);
  if (header) {
    const type = schema.getType(header[2]!);
    if (!type || typeHeader(type, []) !== `${header[1]} ${header[2]}`) return false;
    const wanted = header[3]?.split(' & ') ?? [];
    const has = isObjectType(type) || isInterfaceType(type) ? type.getInterfaces().map((i) => i.name) : [];
    return wanted.every((i) => has.includes(i));
  }
  const member = /^(\w+)\.(\w+)/.exec(entry);
  const type = member ? schema.getType(member[1]!) : undefined;
  return !!type && memberSignature(type, member![2]!) === entry;
}

/** Magento's full schema lives beside the checkout (../shared/reference), not in it. */
export function findMagentoReference(): string | undefined {
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'shared', 'reference', 'magento-2.4.7-schema.graphql');
    if (existsSync(file)) return file;
  }
  return undefined;
}
