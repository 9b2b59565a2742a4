// The create form: every section, validated with the shared pad-create schema (the API uses the same).
import { applyServerErrors, FormAlert, padCreateSchema } from '@pads/shared';
import { Alert, Button, Form, Space } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { initialPadValues, toCreateRequest, type PadFormValues } from './formModel';
import { useCreatePad, type CreatedPad } from './api/pads';
import { ContactsSection } from '../../pad-form/ContactsSection';
import { FacilitiesWarningsSection } from './sections/FacilitiesWarningsSection';
import { LocationSection } from '../../pad-form/LocationSection';
import { MainInfoSection } from './sections/MainInfoSection';
import { NotesSection } from './sections/NotesSection';
import { PhotosSection } from './sections/PhotosSection';
import { SocialSection } from '../../pad-form/SocialSection';

export function PadCreateForm({ onCreated }: { onCreated: (pad: CreatedPad) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [globalError, setGlobalError] = useState<string | null>(null);
  const create = useCreatePad(setProgress);

  const submit = async (values: PadFormValues, helpers: FormikHelpers<PadFormValues>) => {
    setGlobalError(null);
    setProgress(0);
    try {
      onCreated(await create.mutateAsync(toCreateRequest(values)));
    } catch (error) {
      setGlobalError(applyServerErrors(error, helpers.setErrors, values));
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
              <FormAlert message={globalError} onClose={() => setGlobalError(null)} />
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
