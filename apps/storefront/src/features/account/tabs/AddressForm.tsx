/**
 * Adding or editing an address: name and phone, then a Nova Poshta branch, parcel locker or courier
 * address found with the checkout's search (shared/nova-poshta), and whether it is the default.
 */
import { useEffect, useRef } from 'react';
import { FormAnnouncer, FormError } from '../../../shared/forms/FormAnnouncer.tsx';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { FORM_ERROR_SUMMARY, validationText } from '../../../shared/forms/use-schema-form.ts';
import { SearchPickField } from '../../../shared/nova-poshta/SearchPickField.tsx';
import {
  useCitySearch,
  useStreetSearch,
  useWarehouseSearch,
} from '../../../shared/nova-poshta/useNovaPoshtaSearch.ts';
import { useT } from '../../../shared/store-view/store-view.tsx';
import { ACCOUNT_ERRORS } from '../account-forms.ts';
import { ADDRESS_DELIVERY_KINDS, type AddressDeliveryKind, type AddressFormValues } from '../address-book.ts';
import { useAddressForm } from './useAddressForm.ts';
import styles from '../Account.module.css';

export function useDeliveryKindLabel() {
  const t = useT();
  return (kind: AddressDeliveryKind) =>
    ({
      branch: t('account.address.branch', 'Nova Poshta branch'),
      locker: t('account.address.locker', 'Nova Poshta parcel locker'),
      courier: t('account.address.courier', 'Nova Poshta courier'),
    })[kind];
}

export function AddressForm(props: {
  title: string;
  initial: AddressFormValues | null;
  /** The request's failure, already in the shopper's words. */
  failure: string | null;
  onSubmit: (values: AddressFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const kindLabel = useDeliveryKindLabel();
  const d = useAddressForm(props);
  const { form, values } = d;
  const { errors, isSubmitting } = form.formState;
  const errorText = (field: keyof AddressFormValues) =>
    validationText(t, ACCOUNT_ERRORS, errors[field]?.message);
  const announced = d.refused.map((id) => validationText(t, ACCOUNT_ERRORS, id) ?? '');
  const cityPicked = values.cityRef !== '';
  const warehouseKind = values.delivery === 'branch' || values.delivery === 'locker';
  const cities = useCitySearch(values.city, !cityPicked);
  const warehouses = useWarehouseSearch(
    values.cityRef,
    values.delivery === 'locker' ? 'PARCEL_LOCKER' : 'BRANCH',
    values.warehouse,
    warehouseKind && values.warehouseRef === '',
  );
  const streets = useStreetSearch(
    values.cityRef,
    values.street,
    values.delivery === 'courier' && !values.streetRef,
  );
  // The form replaces the list the shopper was on: keyboard and screen reader users start at its title.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const searching = t('account.search.searching', 'Searching…');
  const nothing = t('account.search.nothing', 'Nothing found. Check the spelling.');

  return (
    <section aria-labelledby="account-address-form">
      <h2 id="account-address-form" ref={titleRef} tabIndex={-1} className={styles.subtitle}>
        {props.title}
      </h2>
      <form className={styles.form} noValidate onSubmit={(event) => void d.onSubmit(event)}>
        <div className={styles.row}>
          <FormField label={t('account.firstname', 'First name')} error={errorText('firstname')}>
            {(control) => (
              <input
                type="text"
                autoComplete="given-name"
                required
                {...control}
                {...form.register('firstname')}
              />
            )}
          </FormField>
          <FormField label={t('account.lastname', 'Last name')} error={errorText('lastname')}>
            {(control) => (
              <input
                type="text"
                autoComplete="family-name"
                required
                {...control}
                {...form.register('lastname')}
              />
            )}
          </FormField>
        </div>
        <FormField label={t('account.phone', 'Phone')} error={errorText('telephone')}>
          {(control) => (
            <input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              {...control}
              {...form.register('telephone')}
            />
          )}
        </FormField>
        <fieldset className={styles.choices}>
          <legend className={styles.label}>{t('account.address.delivery', 'Delivery')}</legend>
          {ADDRESS_DELIVERY_KINDS.map((kind) => (
            <label key={kind} className={styles.choice}>
              <input type="radio" value={kind} {...form.register('delivery')} />
              <span>{kindLabel(kind)}</span>
            </label>
          ))}
        </fieldset>
        <SearchPickField
          label={t('account.address.city', 'City')}
          resultsLabel={t('account.address.cityResults', 'Cities found')}
          error={errorText('cityRef')}
          text={values.city}
          picked={cityPicked}
          options={cities.options}
          fetching={cities.fetching}
          searchingText={searching}
          nothingFoundText={cities.empty ? nothing : null}
          placeholder={t('account.address.cityPlaceholder', 'Start typing, e.g. Київ')}
          onText={d.onCityText}
          onPick={d.onCityPick}
        />
        {warehouseKind && cityPicked ? (
          <SearchPickField
            label={
              values.delivery === 'locker'
                ? t('account.address.lockerField', 'Parcel locker')
                : t('account.address.branchField', 'Branch')
            }
            resultsLabel={t('account.address.warehouseResults', 'Branches and lockers found')}
            error={errorText('warehouseRef')}
            text={values.warehouse}
            picked={values.warehouseRef !== ''}
            options={warehouses.options}
            fetching={warehouses.fetching}
            searchingText={searching}
            nothingFoundText={warehouses.empty ? nothing : null}
            placeholder={t('account.address.warehousePlaceholder', 'Number or street')}
            onText={d.onWarehouseText}
            onPick={d.onWarehousePick}
          />
        ) : null}
        {values.delivery === 'courier' && cityPicked ? (
          <>
            <SearchPickField
              label={t('account.address.street', 'Street')}
              resultsLabel={t('account.address.streetResults', 'Streets found')}
              error={errorText('street')}
              text={values.street}
              picked={values.streetRef !== ''}
              options={streets.options}
              fetching={streets.fetching}
              searchingText={searching}
              nothingFoundText={streets.empty ? nothing : null}
              autoComplete="address-line1"
              onText={d.onStreetText}
              onPick={d.onStreetPick}
            />
            <div className={styles.row}>
              <FormField label={t('account.address.house', 'House')} error={errorText('house')}>
                {(control) => <input type="text" required {...control} {...form.register('house')} />}
              </FormField>
              <FormField label={t('account.address.flat', 'Flat (optional)')}>
                {(control) => <input type="text" {...control} {...form.register('flat')} />}
              </FormField>
            </div>
          </>
        ) : null}
        <label className={styles.toggle}>
          <input type="checkbox" {...form.register('defaultShipping')} />
          <span>{t('account.address.makeDefault', 'Use as my default delivery address')}</span>
        </label>
        <FormAnnouncer
          summary={
            announced.length
              ? t(FORM_ERROR_SUMMARY.id, FORM_ERROR_SUMMARY.defaultMessage, { count: announced.length })
              : null
          }
          errors={announced}
        />
        <FormError message={props.failure ?? undefined} />
        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.primary}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {t('account.address.save', 'Save address')}
          </button>
          <button type="button" className={styles.secondary} onClick={props.onCancel}>
            {t('account.cancel', 'Cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
