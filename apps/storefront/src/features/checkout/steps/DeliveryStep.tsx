/** Step 1: contact and delivery (Nova Poshta branch or locker, courier, or store pickup). */
import { FormAnnouncer } from '../../../shared/forms/FormAnnouncer.tsx';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { FORM_ERROR_SUMMARY, validationText } from '../../../shared/forms/use-schema-form.ts';
import { useT } from '../../../shared/store-view/store-view.tsx';
import { DELIVERY_KINDS, type CheckoutAddress, type DeliveryKind } from '../checkout-address.ts';
import { CHECKOUT_ERRORS } from '../checkout-forms.ts';
import { usePickupPoints } from '../pickup-points.ts';
import styles from '../CheckoutPage.module.css';
import { SearchPickField } from '../../../shared/nova-poshta/SearchPickField.tsx';
import { useDeliveryForm } from './useDeliveryForm.ts';
import { SavedAddresses } from './SavedAddresses.tsx';
import {
  useCitySearch,
  useStreetSearch,
  useWarehouseSearch,
} from '../../../shared/nova-poshta/useNovaPoshtaSearch.ts';

export function useDeliveryKindLabel() {
  const t = useT();
  return (kind: DeliveryKind) =>
    ({
      branch: t('checkout.delivery.branch', 'Nova Poshta branch'),
      locker: t('checkout.delivery.locker', 'Nova Poshta parcel locker'),
      courier: t('checkout.delivery.courier', 'Nova Poshta courier'),
      pickup: t('checkout.delivery.pickup', 'Pickup in our store'),
    })[kind];
}

export function DeliveryStep(props: {
  guest: boolean;
  saved: CheckoutAddress | null;
  submitting: boolean;
  onSubmit: (values: CheckoutAddress) => Promise<void>;
}) {
  const t = useT();
  const kindLabel = useDeliveryKindLabel();
  const d = useDeliveryForm(props);
  const { form, values } = d;
  const { errors } = form.formState;
  const errorText = (field: keyof CheckoutAddress) =>
    validationText(t, CHECKOUT_ERRORS, errors[field]?.message);
  const announced = d.refused.map((id) => validationText(t, CHECKOUT_ERRORS, id) ?? '');
  const np = values.delivery !== 'pickup';
  const cityPicked = values.cityRef !== '';
  const cities = useCitySearch(values.city, np && !cityPicked);
  const warehouses = useWarehouseSearch(
    values.cityRef,
    values.delivery === 'locker' ? 'PARCEL_LOCKER' : 'BRANCH',
    values.warehouse,
    (values.delivery === 'branch' || values.delivery === 'locker') && values.warehouseRef === '',
  );
  const streets = useStreetSearch(
    values.cityRef,
    values.street,
    values.delivery === 'courier' && !values.streetRef,
  );
  const pickup = usePickupPoints(values.delivery === 'pickup');
  const searching = t('checkout.search.searching', 'Searching…');
  const nothing = t('checkout.search.nothing', 'Nothing found. Check the spelling.');

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void d.onSubmit(event)}>
      {props.guest ? (
        <FormField label={t('checkout.email', 'E-mail')} error={errorText('email')}>
          {(control) => (
            <input type="email" autoComplete="email" required {...control} {...form.register('email')} />
          )}
        </FormField>
      ) : (
        <SavedAddresses prefillDefault={props.saved === null} onPick={d.fill} />
      )}
      <div className={styles.row}>
        <FormField label={t('checkout.firstname', 'First name')} error={errorText('firstname')}>
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
        <FormField label={t('checkout.lastname', 'Last name')} error={errorText('lastname')}>
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
      <FormField label={t('checkout.telephone', 'Phone')} error={errorText('telephone')}>
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
        <legend className={styles.label}>{t('checkout.delivery.legend', 'Delivery')}</legend>
        {DELIVERY_KINDS.map((kind) => (
          <label key={kind} className={styles.choice}>
            <input type="radio" value={kind} {...form.register('delivery')} />
            <span>{kindLabel(kind)}</span>
          </label>
        ))}
      </fieldset>

      {np ? (
        <SearchPickField
          label={t('checkout.city', 'City')}
          resultsLabel={t('checkout.cityResults', 'Cities found')}
          error={errorText('cityRef') ?? errorText('city')}
          text={values.city}
          picked={cityPicked}
          options={cities.options}
          fetching={cities.fetching}
          searchingText={searching}
          nothingFoundText={cities.empty ? nothing : null}
          placeholder={t('checkout.cityPlaceholder', 'Start typing, e.g. Київ')}
          onText={d.onCityText}
          onPick={d.onCityPick}
        />
      ) : null}

      {(values.delivery === 'branch' || values.delivery === 'locker') && cityPicked ? (
        <SearchPickField
          label={
            values.delivery === 'locker'
              ? t('checkout.locker', 'Parcel locker')
              : t('checkout.branch', 'Branch')
          }
          resultsLabel={t('checkout.warehouseResults', 'Branches and lockers found')}
          error={errorText('warehouseRef')}
          text={values.warehouse}
          picked={values.warehouseRef !== ''}
          options={warehouses.options}
          fetching={warehouses.fetching}
          searchingText={searching}
          nothingFoundText={warehouses.empty ? nothing : null}
          placeholder={t('checkout.warehousePlaceholder', 'Number or street')}
          onText={d.onWarehouseText}
          onPick={d.onWarehousePick}
        />
      ) : null}

      {values.delivery === 'courier' && cityPicked ? (
        <>
          <SearchPickField
            label={t('checkout.street', 'Street')}
            resultsLabel={t('checkout.streetResults', 'Streets found')}
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
            <FormField label={t('checkout.house', 'House')} error={errorText('house')}>
              {(control) => <input type="text" required {...control} {...form.register('house')} />}
            </FormField>
            <FormField label={t('checkout.flat', 'Flat (optional)')}>
              {(control) => <input type="text" {...control} {...form.register('flat')} />}
            </FormField>
          </div>
        </>
      ) : null}

      {values.delivery === 'pickup' ? (
        <fieldset
          className={styles.choices}
          aria-describedby={errors.pickupCode ? 'pickup-error' : undefined}
        >
          <legend className={styles.label}>{t('checkout.store', 'Store')}</legend>
          {pickup.fetching && pickup.points.length === 0 ? (
            <p className={styles.muted} role="status">
              {searching}
            </p>
          ) : null}
          {pickup.points.map((point) => (
            <label key={point.code} className={styles.choice}>
              <input
                type="radio"
                name="pickupCode"
                value={point.code}
                checked={values.pickupCode === point.code}
                onChange={() => d.onPickupPick(point.code, point.address)}
              />
              <span>
                {point.name}
                <span className={styles.muted}> {point.address}</span>
              </span>
            </label>
          ))}
          {errors.pickupCode ? (
            <p id="pickup-error" className={styles.fieldError}>
              {errorText('pickupCode')}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      <FormAnnouncer
        summary={
          announced.length
            ? t(FORM_ERROR_SUMMARY.id, FORM_ERROR_SUMMARY.defaultMessage, { count: announced.length })
            : null
        }
        errors={announced}
      />
      <button type="submit" className={styles.primary} disabled={props.submitting}>
        {t('checkout.continue', 'Continue')}
      </button>
    </form>
  );
}
