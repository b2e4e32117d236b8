import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { DeskItemSummary, UserEnterprise } from '../../../lib/shared/contract';
import { listDeskItems } from '../../../lib/desk/api';
import { deskStateLabels } from '../../../lib/desk/desk';
import FieldShell, { shellOf } from '../../form/FieldShell';
import type { FormView } from '../../form/useForm';

interface Props<N extends string> {
  form: FormView<N>;
  name: N;
  /** The enterprise's name as the item names it now ('' for a new item). */
  initialName: string;
  /** A member writes for their own enterprise only: shown, not chosen. */
  fixed: UserEnterprise | null;
}

const SEARCH_DELAY_MS = 250;

/**
 * 所属企业 as a combobox (WAI-ARIA APG, list autocomplete): typing part of a name lists the desk's
 * enterprises (published and drafts, with their state); ↑/↓ move, Enter chooses, Esc closes. The
 * form's field holds the chosen id; changing the text clears it until a name is chosen again.
 */
export default function EnterprisePicker<N extends string>({ form, name, initialName, fixed }: Props<N>) {
  const [text, setText] = useState(fixed?.name ?? initialName);
  const [options, setOptions] = useState<DeskItemSummary[] | null>(null);
  const [active, setActive] = useState(-1);
  const [searching, setSearching] = useState(false);
  const listId = useId();
  const open = options !== null;
  const chosen = form.state.values[name];

  useEffect(() => {
    if (!searching) return;
    let current = true;
    const timer = setTimeout(() => {
      listDeskItems({ kind: 'enterprises', keyword: text.trim(), pageSize: 8 }, { hideMessage: true }).then(
        (page) => current && (setOptions(page.list), setActive(page.list.length > 0 ? 0 : -1)),
        () => current && setOptions([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, searching]);

  function choose(option: DeskItemSummary) {
    form.store.change(name, String(option.id));
    setText(option.title);
    setSearching(false);
    setOptions(null);
  }
  function close() {
    setSearching(false);
    setOptions(null);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options?.length ?? 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setSearching(true);
      if (count > 0) setActive((active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = options?.[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  const { label } = form.store.fields[name];
  if (fixed)
    return (
      <div className="flex flex-col gap-1.5 text-sm">
        <span className="font-medium text-gray-700">{label}</span>
        <span className="flex h-10 items-center text-gray-900">{fixed.name}（本企业）</span>
      </div>
    );
  return (
    <FieldShell
      {...shellOf(form, name)}
      hint={chosen ? `已选择：${text}（编号 ${chosen}）` : '输入企业名称的一部分，从列表中选择'}
      control={({ className, ...control }) => (
        <div className="relative min-w-0 flex-1">
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            value={text}
            placeholder="搜索企业名称"
            onChange={(event) => {
              setText(event.target.value);
              setSearching(true);
              if (chosen) form.store.change(name, '');
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
            className={`h-10 w-full ${className}`}
          />
          {options?.length === 0 && (
            <p
              role="status"
              className="absolute z-20 mt-1 w-full rounded-md border border-gray-200 bg-white px-3 py-2 text-sm text-gray-600 shadow-lg"
            >
              没有名称含“{text}”的企业
            </p>
          )}
          <ul
            id={listId}
            role="listbox"
            aria-label="匹配的企业"
            hidden={!open || options.length === 0}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-gray-200 bg-white py-1 text-sm shadow-lg"
          >
            {options?.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                className={`flex cursor-pointer justify-between gap-2 px-3 py-2 ${index === active ? 'bg-primary/10 text-gray-900' : 'text-gray-800'}`}
              >
                <span>{option.title}</span>
                <span className="text-xs text-gray-600">{deskStateLabels[option.state]}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    />
  );
}
