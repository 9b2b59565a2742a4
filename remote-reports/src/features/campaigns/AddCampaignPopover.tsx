// 'Add New' (spec part 3 §2): a popover with the campaign name and Create; the shared schema's message
// ('This field is required') shows on the field, a server refusal through applyServerErrors.
import { applyServerErrors, campaignSchema, FormAlert, notifySuccess, TextField } from '@pads/shared';
import { Button, Flex, Popover } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { useCreateCampaign } from './api/campaigns';

export function AddCampaignPopover() {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateCampaign();
  const formik = useFormik({
    initialValues: { name: '' },
    validationSchema: campaignSchema,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        const campaign = await create.mutateAsync(campaignSchema.cast(values));
        notifySuccess('Success', `Campaign "${campaign.name}" created.`);
        helpers.resetForm();
        setOpen(false);
      } catch (error) {
        setFormError(applyServerErrors(error, helpers.setErrors, values));
      }
    },
  });
  const content = (
    <FormikProvider value={formik}>
      <form onSubmit={formik.handleSubmit} style={{ width: 280 }} data-testid="add-campaign-form">
        <TextField name="name" label="Name" autoFocus />
        <FormAlert message={formError} />
        <Flex justify="end">
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            Create
          </Button>
        </Flex>
      </form>
    </FormikProvider>
  );
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) formik.resetForm();
      }}
      trigger="click"
      placement="bottomRight"
      title="New campaign"
      content={content}
    >
      <Button type="primary">Add New</Button>
    </Popover>
  );
}
