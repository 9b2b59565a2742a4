import { Form, Modal, type ButtonProps, type FormProps } from 'antd';
import { FormikProvider, type FormikContextType } from 'formik';
import type { ReactNode } from 'react';
import { FormAlert } from './FormAlert';

export interface FormikModalProps<Values> {
  title: string;
  okText: string;
  open: boolean;
  onClose: () => void;
  /** What useFormik returned: the fields inside read it through formik's context (FieldItem, TextField). */
  formik: FormikContextType<Values>;
  /** The refused submit's message that names no field (from applyServerErrors). */
  alert?: string | null;
  layout?: FormProps['layout'];
  /** The OK button's own props (danger, disabled, id); it spins while the form submits. */
  okButtonProps?: ButtonProps;
  children: ReactNode;
}

/**
 * A modal holding one formik form: OK and Enter submit it, closing resets it, OK spins while it
 * submits. The fields are the children. `useFormikModal` gives it its formik, alert and onClose.
 */
export function FormikModal<Values>({
  title,
  okText,
  open,
  onClose,
  formik,
  alert,
  layout,
  okButtonProps,
  children,
}: FormikModalProps<Values>) {
  const close = () => {
    formik.resetForm();
    onClose();
  };
  return (
    <Modal
      title={title}
      open={open}
      onCancel={close}
      onOk={() => formik.handleSubmit()}
      okText={okText}
      okButtonProps={okButtonProps}
      confirmLoading={formik.isSubmitting}
      destroyOnHidden
    >
      <FormikProvider value={formik}>
        <Form layout={layout} onFinish={() => formik.handleSubmit()} noValidate>
          <FormAlert message={alert ?? null} />
          {children}
          {/* Enter in a field submits, like the OK button. */}
          <button type="submit" hidden />
        </Form>
      </FormikProvider>
    </Modal>
  );
}
