// antd Form.Item driven by formik: the error of `name` shows once the field was touched or a submit
// was tried (and always for errors the server sent, which formik has no "touched" for).
import { Form, type FormItemProps } from 'antd';
import { getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';

export function useFieldError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext();
  const error: unknown = getIn(errors, name);
  if (typeof error !== 'string') return undefined;
  return getIn(touched, name) || submitCount > 0 ? error : undefined;
}

interface FieldItemProps extends Omit<FormItemProps, 'name' | 'children'> {
  name: string;
  children: ReactNode;
}

export function FieldItem({ name, children, ...item }: FieldItemProps) {
  const error = useFieldError(name);
  return (
    <Form.Item {...item} validateStatus={error ? 'error' : undefined} help={error}>
      {children}
    </Form.Item>
  );
}
