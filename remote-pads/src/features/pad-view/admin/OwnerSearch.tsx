// Add an owner by e-mail (spec part 2 §4–§5): the search asks from 3 characters, 300 ms after the last
// keystroke; picking a user adds them; a valid e-mail with no match offers to create the owner.
import { OWNER_SEARCH_MIN, truncateUsername } from '@pads/shared';
import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { string } from 'yup';
import { GEO_DEBOUNCE_MS, useDebounced } from '../../../pad-form/useDebounced';
import { useOwnerSearch, type OwnerCandidate } from './api/owners';

export const OWNER_SEARCH_DEBOUNCE_MS = GEO_DEBOUNCE_MS;
const CREATE = '__create__';
const emailShape = string().email().required();

export interface OwnerSearchProps {
  onPick: (user: OwnerCandidate) => void;
  onCreate: (email: string) => void;
  disabled?: boolean;
}

export function OwnerSearch({ onPick, onCreate, disabled }: OwnerSearchProps) {
  const [text, setText] = useState('');
  const debounced = useDebounced(text, OWNER_SEARCH_DEBOUNCE_MS);
  const search = useOwnerSearch(debounced);
  const typed = text.trim();
  const settled = debounced === text && !search.isFetching;
  const found = search.data ?? [];
  const canCreate = settled && typed.length >= OWNER_SEARCH_MIN && found.length === 0 && emailShape.isValidSync(typed);

  const options = [
    ...(typed.length >= OWNER_SEARCH_MIN
      ? found.map((user) => ({
          value: String(user.id),
          label: `${user.email} (${truncateUsername(user.username)})`,
        }))
      : []),
    ...(canCreate ? [{ value: CREATE, label: `Create owner ${typed}` }] : []),
  ];

  const select = (value: string) => {
    if (value === CREATE) onCreate(typed);
    else {
      const user = found.find((u) => String(u.id) === value);
      if (user) onPick(user);
    }
    setText('');
  };

  return (
    <AutoComplete
      value={text}
      options={options}
      onChange={(value) => setText(value)}
      onSelect={select}
      disabled={disabled}
      style={{ width: '100%', maxWidth: 420 }}
      notFoundContent={
        typed.length > 0 && typed.length < OWNER_SEARCH_MIN
          ? 'At least 3 characters'
          : settled && typed.length >= OWNER_SEARCH_MIN
            ? 'No user has this e-mail'
            : null
      }
    >
      <Input aria-label="Add owner by e-mail" placeholder="Add owner by e-mail (at least 3 characters)" />
    </AutoComplete>
  );
}
