// Who is reviewing this pad (issue 35 part 1): a revision of it on the merge screen, or a duplicate pair it is in,
// with since when, kept current as claims come and go (the page's event stream).
import { claimedSince, claimsOnPad, paths, useClaims, type Claim } from '@pads/shared';
import { Alert, Flex } from 'antd';
import { Link } from 'react-router-dom';

function what(claim: Claim, padId: number) {
  if (claim.kind === 'revision') return <Link to={paths.moderationRevision(claim.item_a)}>update #{claim.item_a}</Link>;
  const other = claim.item_a === padId ? claim.item_b : claim.item_a;
  return <Link to={paths.duplicateReport(claim.item_a, claim.item_b)}>a duplicate pair with pad #{other}</Link>;
}

export function PadPresence({ padId }: { padId: number }) {
  const claims = claimsOnPad(useClaims().data, padId);
  if (!claims.length) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="pad-presence"
      title={
        <Flex vertical gap={2}>
          {claims.map((claim) => (
            <span key={`${claim.kind}-${claim.item_a}-${claim.item_b}`}>
              {claim.admin.name} is reviewing {what(claim, padId)} {claimedSince(claim)}
            </span>
          ))}
        </Flex>
      }
    />
  );
}
