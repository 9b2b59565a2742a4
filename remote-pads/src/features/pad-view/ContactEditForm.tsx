// The Contact tab in edit mode: name, category, location (geocoding, pin drag), HISC, ICAO, tags,
// API access, contacts (types 1 and 4) and social links. A stale save (409) keeps the form as typed and
// offers to reload the pad's current version.
import {
  apiErrorBody,
  applyServerErrors,
  EDITABLE_CONTACT_TYPES,
  errorMessage,
  FormAlert,
  httpStatusOf,
  notifySuccess,
  notifyWarning,
} from '@pads/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Space } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { ContactsSection } from '../../pad-form/ContactsSection';
import { LocationSection } from '../../pad-form/LocationSection';
import { MainInfoFields } from '../../pad-form/MainInfoFields';
import { SocialSection } from '../../pad-form/SocialSection';
import { fetchPad, padKeys, useSavePadTab, type PadDetail } from './api/padDetail';
import {
  changedFields,
  contactFormValues,
  contactRequest,
  validateContactForm,
  type ContactFormValues,
} from './contactForm';

export const SAVE_MESSAGES = {
  saved: 'Update Saved!',
  now_visible: 'Update saved - pad now visible to Pilots!',
  missing_contact:
    "Update saved - pad is missing contact data so will not be shown to Pilots! Update it from 'Uncontactable'",
} as const;

interface Conflict {
  message: string;
  reloaded: string[] | null;
}

export function ContactEditForm({ pad, onDone }: { pad: PadDetail; onDone: () => void }) {
  const save = useSavePadTab(pad.id);
  const client = useQueryClient();
  const [globalError, setGlobalError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [loaded] = useState(() => contactFormValues(pad));

  const submit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    setGlobalError(null);
    try {
      const answer = await save.mutateAsync(contactRequest(values));
      const notice = answer.notice ?? 'saved';
      if (notice === 'missing_contact') notifyWarning(SAVE_MESSAGES.missing_contact);
      else notifySuccess(SAVE_MESSAGES[notice]);
      setConflict(null);
      onDone();
    } catch (error) {
      if (httpStatusOf(error) === 409 && apiErrorBody(error)?.code === 'conflict') {
        setConflict({ message: errorMessage(error), reloaded: null });
        return;
      }
      setGlobalError(applyServerErrors(error, helpers.setErrors, values));
    }
  };

  return (
    <Formik initialValues={loaded} validate={(values) => validateContactForm(values, pad)} onSubmit={submit}>
      {({ handleSubmit, isSubmitting, setFieldValue, values }) => {
        const reload = async () => {
          const fresh = await client.fetchQuery({ queryKey: padKeys.detail(pad.id), queryFn: () => fetchPad(pad.id) });
          await setFieldValue('version', fresh.version, false);
          setConflict({ message: conflict!.message, reloaded: changedFields(loaded, contactFormValues(fresh)) });
        };
        return (
          <form onSubmit={handleSubmit} noValidate aria-label="Edit contact">
            <Form layout="vertical" component={false}>
              <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                {conflict && (
                  <Alert
                    type="warning"
                    showIcon
                    role="alert"
                    data-testid="pad-conflict"
                    title={
                      conflict.reloaded ? 'The pad was reloaded: your edits are still in the form.' : conflict.message
                    }
                    description={
                      conflict.reloaded
                        ? `Changed since you opened it: ${conflict.reloaded.join(', ') || 'nothing on this tab'}. Save again to apply your edits over the current version, or cancel to drop them.`
                        : 'Your edits are kept below. Reload the pad to see the current version, then save again.'
                    }
                    action={
                      conflict.reloaded ? undefined : (
                        <Button size="small" onClick={() => void reload()}>
                          Reload pad
                        </Button>
                      )
                    }
                  />
                )}
                <FormAlert message={globalError} onClose={() => setGlobalError(null)} />
                <MainInfoFields title="Pad" />
                <LocationSection
                  center={{ lat: pad.location.latitude, lng: pad.location.longitude }}
                  mapTestId="pad-edit-map"
                />
                {/* A pad imported without contacts may stay without one (it saves with the spec's warning). */}
                <ContactsSection
                  contactTypeIds={EDITABLE_CONTACT_TYPES}
                  minContacts={pad.editable_contacts.length > 0 ? 1 : 0}
                />
                <SocialSection />
                <Flex gap={8} justify="flex-end">
                  <Button onClick={onDone}>Cancel</Button>
                  <Button type="primary" htmlType="submit" loading={isSubmitting} data-testid="contact-save">
                    Save changes
                  </Button>
                </Flex>
                <input type="hidden" name="version" value={values.version} readOnly />
              </Space>
            </Form>
          </form>
        );
      }}
    </Formik>
  );
}
