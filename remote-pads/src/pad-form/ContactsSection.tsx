// Contacts: at least one (the last one cannot be deleted), except on a pad that had none (imported without contact
// data); none can be added to an APOI (category 1).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CATEGORY_APOI,
  FieldItem,
  PAD_CREATE_MESSAGES,
  SelectField,
  TextField,
  useFieldError,
  useStartupData,
} from '@pads/shared';
import { Button, Card, Col, Row, Tooltip } from 'antd';
import { FieldArray, useFormikContext } from 'formik';
import { PhoneInput } from './PhoneInput';
import { newContact, toOptions, type PadFieldsValues } from './padFields';

interface ContactsSectionProps {
  /** The contact types offered (the pad view edits types 1 and 4 only); every type when absent. */
  contactTypeIds?: readonly number[];
  /** How many contacts must stay: 1, or 0 for a pad that has none yet. */
  minContacts?: 0 | 1;
}

export function ContactsSection({ contactTypeIds, minContacts = 1 }: ContactsSectionProps = {}) {
  const { values } = useFormikContext<PadFieldsValues>();
  const canAdd = Number(values.category_id) !== CATEGORY_APOI;
  const listError = useFieldError('contacts');

  return (
    <FieldArray name="contacts">
      {({ push, remove }) => (
        <Card
          title="Contacts"
          size="small"
          data-testid="section-contacts"
          extra={
            canAdd && (
              <Button icon={<PlusOutlined />} onClick={() => push(newContact())}>
                Add contact
              </Button>
            )
          }
        >
          {listError && <div className="ant-form-item-explain-error">{listError}</div>}
          {values.contacts.map((_, index) => (
            <ContactRow
              key={index}
              index={index}
              onRemove={() => remove(index)}
              canRemove={values.contacts.length > minContacts}
              contactTypeIds={contactTypeIds}
            />
          ))}
        </Card>
      )}
    </FieldArray>
  );
}

interface ContactRowProps {
  index: number;
  contactTypeIds?: readonly number[];
  canRemove: boolean;
  onRemove: () => void;
}

function ContactRow({ index, canRemove, onRemove, contactTypeIds }: ContactRowProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<PadFieldsValues>();
  const { contactTypes } = useStartupData();
  const contact = values.contacts[index]!;
  const path = (field: string) => `contacts.${index}.${field}`;

  return (
    <Row gutter={12} align="top" data-testid={`contact-${index}`}>
      <Col xs={24} md={5}>
        <SelectField
          name={path('contact_type_id')}
          label="Contact type"
          required
          options={toOptions(contactTypes.filter((t) => !contactTypeIds || contactTypeIds.includes(t.id)))}
          allowClear
        />
      </Col>
      <Col xs={24} md={5}>
        <TextField name={path('name')} label="Contact name" aria-label="Contact name" />
      </Col>
      <Col xs={24} md={7}>
        <FieldItem name={path('phone')} label="Phone">
          <PhoneInput
            value={contact.phone}
            country={contact.phone_country}
            onChange={(phone) => void setFieldValue(path('phone'), phone)}
            onCountryChange={(country, phone) => {
              void setFieldValue(path('phone_country'), country);
              void setFieldValue(path('phone'), phone);
            }}
            onBlur={() => void setFieldTouched(path('phone'), true)}
          />
        </FieldItem>
      </Col>
      <Col xs={22} md={6}>
        <TextField name={path('email')} label="Email" aria-label="Email" />
      </Col>
      <Col xs={2} md={1} style={{ paddingTop: 30 }}>
        <Tooltip title={canRemove ? 'Delete contact' : PAD_CREATE_MESSAGES.atLeastOneContact}>
          {/* The span keeps the tooltip working on the disabled button. */}
          <span>
            <Button
              aria-label="Delete contact"
              icon={<DeleteOutlined />}
              danger
              disabled={!canRemove}
              onClick={onRemove}
            />
          </span>
        </Tooltip>
      </Col>
    </Row>
  );
}
