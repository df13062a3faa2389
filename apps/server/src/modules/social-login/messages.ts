/**
 * The texts the callback page sends back (`messages`), in the store view's language (uk for ua, ru
 * for ru, English otherwise): the storefront shows the first one as it is. `{label}` is the
 * provider's name.
 */
export type SocialMessage =
  | 'disabled'
  | 'unknownType'
  | 'badState'
  | 'providerError'
  | 'noEmail'
  | 'unverifiedEmail'
  | 'emailTakenUnverified'
  | 'linkedElsewhere'
  | 'typeAlreadyLinked'
  | 'linked'
  | 'unlinked'
  | 'notLinked'
  | 'signedIn';

type Catalogue = Record<SocialMessage, string>;

const en: Catalogue = {
  disabled: 'Social sign-in is not available.',
  unknownType: 'This sign-in method is not available.',
  badState: 'The sign-in has expired or was not started here. Please try again.',
  providerError: '{label} did not confirm the sign-in. Please try again.',
  noEmail: 'Your {label} account did not share an e-mail address, so we cannot sign you in.',
  unverifiedEmail: 'Your {label} account’s e-mail address is not verified, so we cannot sign you in.',
  emailTakenUnverified:
    'An account with this e-mail already exists. Sign in with your password and link {label} on the social accounts page.',
  linkedElsewhere: 'This {label} account is already linked to another customer.',
  typeAlreadyLinked: 'Another {label} account is linked to this customer. Unlink it first.',
  linked: 'Your {label} account is linked.',
  unlinked: 'Your {label} account is unlinked.',
  notLinked: 'No {label} account is linked.',
  signedIn: 'You are signed in with {label}.',
};

const uk: Catalogue = {
  disabled: 'Вхід через соцмережі недоступний.',
  unknownType: 'Цей спосіб входу недоступний.',
  badState: 'Час входу минув або вхід почато не тут. Спробуйте ще раз.',
  providerError: '{label} не підтвердив вхід. Спробуйте ще раз.',
  noEmail: 'Ваш обліковий запис {label} не надав адреси e-mail, тож ми не можемо вас впустити.',
  unverifiedEmail:
    'Адресу e-mail вашого облікового запису {label} не підтверджено, тож ми не можемо вас впустити.',
  emailTakenUnverified:
    'Обліковий запис із цим e-mail уже існує. Увійдіть із паролем і прив’яжіть {label} на сторінці соціальних акаунтів.',
  linkedElsewhere: 'Цей обліковий запис {label} уже прив’язано до іншого покупця.',
  typeAlreadyLinked:
    'До вашого профілю вже прив’язано інший обліковий запис {label}. Спершу відв’яжіть його.',
  linked: 'Обліковий запис {label} прив’язано.',
  unlinked: 'Обліковий запис {label} відв’язано.',
  notLinked: 'Обліковий запис {label} не прив’язано.',
  signedIn: 'Ви увійшли через {label}.',
};

const ru: Catalogue = {
  disabled: 'Вход через соцсети недоступен.',
  unknownType: 'Этот способ входа недоступен.',
  badState: 'Время входа истекло или вход начат не здесь. Попробуйте ещё раз.',
  providerError: '{label} не подтвердил вход. Попробуйте ещё раз.',
  noEmail: 'Ваша учётная запись {label} не передала адрес e-mail, поэтому мы не можем вас впустить.',
  unverifiedEmail:
    'Адрес e-mail вашей учётной записи {label} не подтверждён, поэтому мы не можем вас впустить.',
  emailTakenUnverified:
    'Учётная запись с этим e-mail уже существует. Войдите с паролем и привяжите {label} на странице социальных аккаунтов.',
  linkedElsewhere: 'Эта учётная запись {label} уже привязана к другому покупателю.',
  typeAlreadyLinked: 'К вашему профилю уже привязана другая учётная запись {label}. Сначала отвяжите её.',
  linked: 'Учётная запись {label} привязана.',
  unlinked: 'Учётная запись {label} отвязана.',
  notLinked: 'Учётная запись {label} не привязана.',
  signedIn: 'Вы вошли через {label}.',
};

const BY_LANGUAGE: Record<string, Catalogue> = { uk, ru, en };

/** The text in the locale's language (uk_UA → uk), `{label}` filled in. */
export function socialMessage(locale: string, id: SocialMessage, label = ''): string {
  const catalogue = BY_LANGUAGE[locale.slice(0, 2)] ?? en;
  return catalogue[id].replaceAll('{label}', label);
}
