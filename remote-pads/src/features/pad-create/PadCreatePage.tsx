// /dashboard/pad-create: the form, then the created pad with "Create another one" (spec §2, §4).
import { paths } from '@pads/shared';
import { ArrowLeftOutlined, ImportOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PadCreateForm } from './PadCreateForm';
import { PadCreateSuccess } from './PadCreateSuccess';
import type { CreatedPad } from './api/pads';

export default function PadCreatePage() {
  const navigate = useNavigate();
  const [created, setCreated] = useState<CreatedPad | null>(null);
  // A new key mounts a fresh form: "Create another one" starts from the defaults again.
  const [formKey, setFormKey] = useState(0);

  const createAnother = () => {
    setCreated(null);
    setFormKey((k) => k + 1);
    window.scrollTo({ top: 0 });
  };

  return (
    <div data-testid="pad-create-page">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Flex align="center" gap={8}>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
            Back
          </Button>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Create pad
          </Typography.Title>
        </Flex>
        <Button icon={<ImportOutlined />} onClick={() => navigate(paths.padImport())}>
          Import pad
        </Button>
      </Flex>
      {created ? (
        <PadCreateSuccess pad={created} onCreateAnother={createAnother} />
      ) : (
        <PadCreateForm
          key={formKey}
          onCreated={(pad) => {
            setCreated(pad);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </div>
  );
}
