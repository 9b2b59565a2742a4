import type { FormikErrors, FormikTouched } from 'formik';

interface FormikLike<Values> {
  errors: FormikErrors<Values>;
  touched: FormikTouched<Values>;
  submitCount: number;
}

/** antd Form.Item props showing a formik field's error once touched or submitted. */
export function fieldStatus<Values>(formik: FormikLike<Values>, field: keyof Values & string) {
  const shown = formik.touched[field] || formik.submitCount > 0;
  const error = shown ? formik.errors[field] : undefined;
  const message = typeof error === 'string' ? error : undefined;
  return { validateStatus: message ? ('error' as const) : undefined, help: message };
}
