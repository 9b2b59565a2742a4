import { Button, Checkbox, Form, Input, Popconfirm, Space } from 'antd';
import { useEffect } from 'react';
import { notifyError, notifySuccess } from '@pads/core';
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

interface Values {
  name: string;
  is_public: boolean;
}

export function SavedFilterForm({
  entity,
  filters,
  columns = [],
  savedFilterId,
  onSaved,
  onDeleted,
}: SavedFilterFormProps) {
  const [form] = Form.useForm<Values>();
  const { data = [] } = useSavedFilters(entity);
  // Someone else's public filter can be applied but not changed: saving then makes a new one.
  const editing = data.find((filter) => filter.id === savedFilterId && filter.is_owner !== false) ?? null;
  const save = useSaveFilter(entity);
  const remove = useDeleteFilter(entity);

  useEffect(() => {
    form.setFieldsValue({ name: editing?.name ?? '', is_public: editing?.is_public ?? false });
  }, [editing?.id, editing?.name, editing?.is_public, form]);

  const submit = async (values: Values) => {
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
      notifyError(error);
    }
  };

  const deleteFilter = async () => {
    if (!editing) return;
    try {
      await remove.mutateAsync(editing.id);
      form.resetFields();
      onDeleted();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Form
      form={form}
      layout="inline"
      onFinish={submit}
      initialValues={{ name: '', is_public: false }}
      data-testid="save-filter-form"
    >
      <Form.Item name="name" rules={[{ required: true, whitespace: true, message: 'Please input filter name!' }]}>
        <Input placeholder="Filter name" maxLength={200} data-testid="save-filter-name" />
      </Form.Item>
      <Form.Item name="is_public" valuePropName="checked">
        <Checkbox data-testid="save-filter-public">Public</Checkbox>
      </Form.Item>
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
    </Form>
  );
}
