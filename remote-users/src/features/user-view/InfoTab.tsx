import {
  applyServerErrors,
  FieldItem,
  FormAlert,
  formatDate,
  formatDateTime,
  formatRenewalDate,
  notifySuccess,
  PREMIUM_STATE_LABELS,
  PREMIUM_STATE_VALUES,
  RENEWAL_DATE_FORMAT,
  userEditSchema,
  useStartupData,
} from '@pads/shared';
import { Button, Card, Descriptions, Flex, Form, Input, Select } from 'antd';
import { FormikProvider, useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { useState } from 'react';
import { saveUserInfo, useCampaignOptions, useUserWrite, type UserDetail, type UserInfoBody } from './api/userDetail';
import { ArchiveControl } from './ArchiveControl';
import { RoleControl } from './RoleControl';
import { ROLE_OPTIONS } from './roleOptions';

const initialValues = (user: UserDetail): UserInfoBody => ({
  first_name: user.first_name,
  last_name: user.last_name,
  username: user.username,
  email: user.email,
  phone: user.phone ?? '',
  role: user.role,
  country_code: user.location.country_code ?? '',
  state_code: user.location.state_code ?? '',
  renewal_date: formatRenewalDate(user.renewal_date),
  premium_state: user.premium_state,
  campaign_id: user.campaign_id,
  version: user.version,
});

export function InfoTab({ user }: { user: UserDetail }) {
  const { countries, usStates } = useStartupData();
  const campaigns = useCampaignOptions();
  const save = useUserWrite(user.id, (body: UserInfoBody) => saveUserInfo(user.id, body));
  const hadCountry = Boolean(user.location.country_code);
  const [alert, setAlert] = useState<string | null>(null);

  const formik = useFormik<UserInfoBody>({
    initialValues: initialValues(user),
    enableReinitialize: true,
    validate: async (values) => {
      try {
        await validateYupSchema(values, userEditSchema, false, { hadCountry });
        return {};
      } catch (error) {
        return yupToFormErrors(error);
      }
    },
    onSubmit: async (values, helpers) => {
      setAlert(null);
      try {
        await save.mutateAsync(values);
        notifySuccess('Success', 'Done!');
      } catch (error) {
        setAlert(applyServerErrors(error, helpers.setErrors, values));
      }
    },
  });

  const item = (name: keyof UserInfoBody & string, label: string) => ({
    name,
    label,
    htmlFor: `user-field-${name}`,
  });
  const input = (name: keyof UserInfoBody & string) => ({
    name,
    id: `user-field-${name}`,
    value: String(formik.values[name] ?? ''),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    'data-testid': `user-${name}`,
  });
  const select = (name: keyof UserInfoBody & string) => ({
    id: `user-field-${name}`,
    onChange: (value: unknown) => {
      void formik.setFieldValue(name, value ?? (name === 'campaign_id' ? null : ''));
      void formik.setFieldTouched(name, true, false);
    },
    'data-testid': `user-${name}`,
  });

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="Registered">{formatDate(user.created_at)}</Descriptions.Item>
          <Descriptions.Item label="Last action">
            {user.last_action_at ? formatDateTime(user.last_action_at) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Registration">
            {`step ${user.registration_step}${user.registration_device ? ` on ${user.registration_device}` : ''}`}
          </Descriptions.Item>
          {!user.is_active && <Descriptions.Item label="Archive reason">{user.archive_reason ?? ''}</Descriptions.Item>}
        </Descriptions>
        <Flex gap={12} wrap>
          <ArchiveControl user={user} />
          <RoleControl user={user} />
        </Flex>
      </Card>
      <FormikProvider value={formik}>
        <Form layout="vertical" component="div" style={{ maxWidth: 640 }} data-testid="user-info-form">
          <FormAlert message={alert} />
          <FieldItem {...item('first_name', 'First name')}>
            <Input {...input('first_name')} />
          </FieldItem>
          <FieldItem {...item('last_name', 'Last name')}>
            <Input {...input('last_name')} />
          </FieldItem>
          <FieldItem {...item('username', 'Username')}>
            <Input {...input('username')} />
          </FieldItem>
          <FieldItem {...item('email', 'Email')}>
            <Input {...input('email')} />
          </FieldItem>
          <FieldItem {...item('phone', 'Phone')}>
            <Input {...input('phone')} />
          </FieldItem>
          <FieldItem {...item('role', 'Role')}>
            <Select value={formik.values.role} options={ROLE_OPTIONS} {...select('role')} />
          </FieldItem>
          <FieldItem {...item('country_code', 'Country')}>
            <Select
              showSearch
              allowClear
              optionFilterProp="label"
              placeholder="Please select country"
              value={formik.values.country_code || undefined}
              options={countries.map((c) => ({ value: c.code, label: c.name }))}
              {...select('country_code')}
              onChange={(value?: string) => {
                void formik.setFieldValue('country_code', value ?? '');
                if (value !== 'US') void formik.setFieldValue('state_code', '');
                void formik.setFieldTouched('country_code', true, false);
              }}
            />
          </FieldItem>
          {formik.values.country_code === 'US' && (
            <FieldItem {...item('state_code', 'State')}>
              <Select
                showSearch
                allowClear
                optionFilterProp="label"
                placeholder="Please select state"
                value={formik.values.state_code || undefined}
                options={usStates.map((s) => ({ value: s.code, label: s.name }))}
                {...select('state_code')}
              />
            </FieldItem>
          )}
          <FieldItem {...item('premium_state', 'Premium state')}>
            <Select
              value={formik.values.premium_state}
              options={PREMIUM_STATE_VALUES.map((value) => ({ value, label: PREMIUM_STATE_LABELS[value] }))}
              {...select('premium_state')}
            />
          </FieldItem>
          <FieldItem {...item('renewal_date', 'Renewal date')}>
            <Input placeholder={RENEWAL_DATE_FORMAT} {...input('renewal_date')} />
          </FieldItem>
          <FieldItem {...item('campaign_id', 'Campaign')}>
            <Select
              allowClear
              placeholder="No campaign"
              value={formik.values.campaign_id ?? undefined}
              loading={campaigns.isLoading}
              options={(campaigns.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              {...select('campaign_id')}
            />
          </FieldItem>
          <Flex gap={8}>
            <Button onClick={() => formik.resetForm()} disabled={!formik.dirty} data-testid="user-cancel">
              Cancel
            </Button>
            <Button
              type="primary"
              loading={formik.isSubmitting}
              onClick={() => formik.handleSubmit()}
              data-testid="user-save"
            >
              Save changes
            </Button>
          </Flex>
        </Form>
      </FormikProvider>
    </Flex>
  );
}
