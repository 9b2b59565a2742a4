import { Form, Modal, type FormProps } from 'antd';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';

export interface FormikModalProps<Values> {
  title: string;
  okText: string;
  open: boolean;
  onClose: () => void;
  formik: Pick<FormikProps<Values>, 'handleSubmit' | 'resetForm' | 'isSubmitting'>;
  layout?: FormProps['layout'];
  children: ReactNode;
}

/**
 * A modal holding one formik form: OK and Enter submit it, closing resets it, OK spins while it
 * submits. The fields are the children.
 */
export function FormikModal<Values>({
  title,
  okText,
  open,
  onClose,
  formik,
  layout,
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
      confirmLoading={formik.isSubmitting}
      destroyOnHidden
    >
      <Form layout={layout} onFinish={() => formik.handleSubmit()} noValidate>
        {children}
        {/* Enter in a field submits, like the OK button. */}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
