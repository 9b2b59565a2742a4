// Save the panel's filters under a name (new, or an update of the applied filter the admin owns), or
// delete the applied one. On the formik binding like every form (docs/conventions.md "Forms").
import { Button, Checkbox, Form, Popconfirm, Space } from 'antd';
import { FormikProvider, useField, useFormik } from 'formik';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@pads/core';
import { savedFilterFormSchema, type SavedFilterFormValues } from '@pads/contracts';
import { applyServerErrors } from '../forms/applyServerErrors';
import { FieldItem, TextField } from '../forms/FieldItem';
import { FormAlert } from '../forms/FormAlert';
import { useDeleteFilter, useSaveFilter, useSavedFilters } from './savedFiltersApi';
import type { AppliedFilters, SavedFilter } from './types';

export interface SavedFilterFormProps {
  entity: string;
  /** Filters to save: the panel's complete rows. */
  filters: AppliedFilters;
  columns?: string[];
  /** The applied saved filter: the form then updates or deletes it. */
  savedFilterId?: number | null;
  onSaved: (filter: SavedFilter) => void;
  onDeleted: () => void;
}

function PublicField() {
  const [field, , helpers] = useField<boolean>('is_public');
  return (
    <FieldItem name="is_public">
      <Checkbox
        checked={field.value}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        data-testid="save-filter-public"
      >
        Public
      </Checkbox>
    </FieldItem>
  );
}

export function SavedFilterForm({
  entity,
  filters,
  columns = [],
  savedFilterId,
  onSaved,
  onDeleted,
}: SavedFilterFormProps) {
  const { data = [] } = useSavedFilters(entity);
  // Someone else's public filter can be applied but not changed: saving then makes a new one.
  const editing = data.find((filter) => filter.id === savedFilterId && filter.is_owner !== false) ?? null;
  const save = useSaveFilter(entity);
  const remove = useDeleteFilter(entity);
  const [alert, setAlert] = useState<string | null>(null);

  const formik = useFormik<SavedFilterFormValues>({
    // The applied filter's name and visibility, or an empty form; reloaded when another one is applied.
    initialValues: { name: editing?.name ?? '', is_public: editing?.is_public ?? false },
    enableReinitialize: true,
    validationSchema: savedFilterFormSchema,
    onSubmit: async (values, helpers) => {
      setAlert(null);
      try {
        const saved = await save.mutateAsync({
          id: editing?.id,
          name: values.name.trim(),
          is_public: values.is_public,
          filters,
          columns,
          entity,
        });
        notifySuccess('Success', editing ? 'Filter updated' : 'Filter saved');
        onSaved(saved);
      } catch (error) {
        setAlert(applyServerErrors(error, helpers.setErrors, values));
      }
    },
  });

  const deleteFilter = async () => {
    if (!editing) return;
    try {
      await remove.mutateAsync(editing.id);
      formik.resetForm({ values: { name: '', is_public: false } });
      onDeleted();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <FormikProvider value={formik}>
      <Form layout="inline" onFinish={() => formik.handleSubmit()} noValidate data-testid="save-filter-form">
        <TextField
          name="name"
          placeholder="Filter name"
          aria-label="Filter name"
          maxLength={200}
          data-testid="save-filter-name"
        />
        <PublicField />
        <Space>
          <Button htmlType="submit" loading={save.isPending} data-testid="save-filter-submit">
            {editing ? 'Update' : 'Save'}
          </Button>
          {editing && (
            <Popconfirm
              title="Are you sure you want to delete this filter?"
              okText="Yes"
              cancelText="No"
              onConfirm={deleteFilter}
            >
              <Button danger loading={remove.isPending} data-testid="save-filter-delete">
                Delete
              </Button>
            </Popconfirm>
          )}
        </Space>
        <FormAlert message={alert} />
      </Form>
    </FormikProvider>
  );
}
