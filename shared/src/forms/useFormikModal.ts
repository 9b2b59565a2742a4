// The one setup of a form in a dialog (docs/conventions.md "Forms"): formik with the shared schema, a
// submit that resets and closes on success, and a refused submit through applyServerErrors (field errors
// on the fields, the rest in the dialog's alert). Spread what it returns into <FormikModal>.
import { useFormik, type FormikConfig, type FormikContextType } from 'formik';
import { useState } from 'react';
import { applyServerErrors } from './applyServerErrors';

export interface FormikModalOptions<Values> {
  initialValues: Values;
  /** The shared yup schema from @pads/contracts (the API validates the same body with it). */
  validationSchema?: FormikConfig<Values>['validationSchema'];
  /** Take new initialValues while open (a dialog opened for another item). */
  enableReinitialize?: boolean;
  /** Sends the values; when it resolves the dialog resets and closes, when it throws the error is shown. */
  submit: (values: Values) => Promise<unknown>;
  /** Closes the dialog (the caller's open state). */
  onClose: () => void;
}

export interface FormikModalBinding<Values> {
  formik: FormikContextType<Values>;
  /** What the refused submit could not put on a field. */
  alert: string | null;
  /** Clears the alert, then closes. */
  onClose: () => void;
}

export function useFormikModal<Values extends object>({
  initialValues,
  validationSchema,
  enableReinitialize,
  submit,
  onClose,
}: FormikModalOptions<Values>): FormikModalBinding<Values> {
  const [alert, setAlert] = useState<string | null>(null);
  const close = () => {
    setAlert(null);
    onClose();
  };
  const formik = useFormik<Values>({
    initialValues,
    validationSchema,
    enableReinitialize,
    onSubmit: async (values, helpers) => {
      setAlert(null);
      try {
        await submit(values);
        helpers.resetForm();
        close();
      } catch (error) {
        setAlert(applyServerErrors(error, helpers.setErrors, values));
      }
    },
  });
  return { formik, alert, onClose: close };
}
