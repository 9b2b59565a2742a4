// The create form: every section, validated with the shared pad-create schema (the API uses the same).
import { padCreateSchema } from '@pads/shared';
import { Alert, Button, Form, Space } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { initialPadValues, toCreateRequest, type PadFormValues } from './formModel';
import { createPad, type CreatedPad } from './padCreateApi';
import { ContactsSection } from '../../pad-form/ContactsSection';
import { FacilitiesWarningsSection } from './sections/FacilitiesWarningsSection';
import { LocationSection } from '../../pad-form/LocationSection';
import { MainInfoSection } from './sections/MainInfoSection';
import { NotesSection } from './sections/NotesSection';
import { PhotosSection } from './sections/PhotosSection';
import { SocialSection } from '../../pad-form/SocialSection';
import { applyServerError } from './serverErrors';

export function PadCreateForm({ onCreated }: { onCreated: (pad: CreatedPad) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [globalError, setGlobalError] = useState<string | null>(null);

  const submit = async (values: PadFormValues, helpers: FormikHelpers<PadFormValues>) => {
    setGlobalError(null);
    setProgress(0);
    try {
      onCreated(await createPad(toCreateRequest(values), setProgress));
    } catch (error) {
      setGlobalError(applyServerError(error, helpers.setErrors));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Formik initialValues={initialPadValues()} validationSchema={padCreateSchema} onSubmit={submit}>
      {({ handleSubmit, isSubmitting, submitCount, isValid }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Create pad">
          <Form layout="vertical" component={false}>
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              {globalError && (
                <Alert
                  type="error"
                  title={globalError}
                  showIcon
                  closable={{ onClose: () => setGlobalError(null) }}
                  role="alert"
                />
              )}
              <LocationSection />
              <MainInfoSection />
              <ContactsSection />
              <PhotosSection progress={progress} />
              <SocialSection />
              <NotesSection />
              <FacilitiesWarningsSection />
              {submitCount > 0 && !isValid && !isSubmitting && (
                <Alert type="warning" title="Please correct the highlighted fields." showIcon />
              )}
              <Button type="primary" htmlType="submit" size="large" loading={isSubmitting}>
                Create
              </Button>
            </Space>
          </Form>
        </form>
      )}
    </Formik>
  );
}
