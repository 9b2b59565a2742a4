// The read-only view of an item another admin is reviewing (issue 35 part 1): "{name} is reviewing this", since when,
// and Take over (after a confirmation); on the screen of the admin it was taken from: who took it over.
import { claimedSince } from '@pads/shared';
import { Alert, App, Button, Space } from 'antd';
import type { ItemClaim } from './api/itemClaim';

export function ClaimBanner({ state, onNext }: { state: ItemClaim; onNext?: () => void }) {
  const { modal } = App.useApp();
  if (state.mine !== false || !state.claim) return null;
  const holder = state.claim.admin.name;
  const confirmTakeOver = () =>
    modal.confirm({
      title: `Take over from ${holder}?`,
      content: `${holder} will see that you took it over, and their screen becomes read-only.`,
      okText: 'Take over',
      onOk: state.takeOver,
    });
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: 12 }}
      data-testid="claim-banner"
      title={state.takenOverBy ? `${holder} took this over` : `${holder} is reviewing this`}
      description={`${holder} has been reviewing it ${claimedSince(state.claim)}. This screen is read-only.`}
      action={
        <Space direction="vertical">
          <Button onClick={confirmTakeOver}>Take over</Button>
          {onNext && <Button onClick={onNext}>Next pending</Button>}
        </Space>
      }
    />
  );
}
