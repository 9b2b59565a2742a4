// /dashboard/pad-create: the form, then the created pad with "Create another one" (spec §2, §4).
import { paths } from '@pads/shared';
import { ImportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PadCreateForm } from './PadCreateForm';
import { PadCreateSuccess } from './PadCreateSuccess';
import type { CreatedPad } from './api/pads';
import { PageHeading } from '../../page-heading/PageHeading';

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
      <PageHeading
        title="Create pad"
        action={
          <Button icon={<ImportOutlined />} onClick={() => navigate(paths.padImport())}>
            Import pad
          </Button>
        }
      />
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
