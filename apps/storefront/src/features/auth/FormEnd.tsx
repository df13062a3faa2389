/** The announcer, the request error and the submit button every auth form ends with. */
import { FormAnnouncer, FormError } from '../../shared/forms/FormAnnouncer.tsx';
import { FORM_ERROR_SUMMARY, validationText } from '../../shared/forms/use-schema-form.ts';
import { AUTH_ERRORS } from '../../shared/session/credentials-form.ts';
import type { RequestFailure } from '../../shared/session/use-auth-form.ts';
import { useT } from '../../shared/store-view/store-view.tsx';
import styles from './auth.module.css';

export function FormEnd(props: {
  refused: readonly string[];
  failure: RequestFailure;
  busy: boolean;
  submit: string;
}) {
  const t = useT();
  const announced = props.refused.map((id) => validationText(t, AUTH_ERRORS, id) ?? '');
  return (
    <>
      <FormAnnouncer
        summary={
          announced.length
            ? t(FORM_ERROR_SUMMARY.id, FORM_ERROR_SUMMARY.defaultMessage, { count: announced.length })
            : null
        }
        errors={announced}
      />
      <FormError
        message={
          props.failure
            ? (props.failure.message ?? t('routeError.message', 'Something went wrong. Sorry about that.'))
            : undefined
        }
      />
      <button type="submit" className={`${styles.button} ${styles.submit}`} disabled={props.busy}>
        {props.submit}
      </button>
    </>
  );
}
