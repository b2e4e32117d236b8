import { useState } from 'react';
import { getDeskRevisionDiff } from '../../../lib/desk/api';
import {
  compareRevisions,
  firstPair,
  type ChangedField,
  type ShownParagraph,
} from '../../../lib/desk/revision-diff';
import type { DeskItem } from '../../../lib/shared/contract';
import type { DiffPart } from '../../../lib/shared/text-diff';
import LoadPending from '../../shared/LoadPending';
import Panel from '../../shared/Panel';
import { useLoad } from '../../shared/useLoad';

/** Underlined green for what the newer revision added, struck-through red for what it removed: never colour alone. */
function Part({ part }: { part: DiffPart }) {
  if (part.kind === 'added')
    return (
      <ins className="bg-green-100 text-green-900 underline decoration-green-700">
        <span className="sr-only">（新增：</span>
        {part.text}
        <span className="sr-only">）</span>
      </ins>
    );
  if (part.kind === 'removed')
    return (
      <del className="bg-red-100 text-red-900 line-through decoration-red-700">
        <span className="sr-only">（删除：</span>
        {part.text}
        <span className="sr-only">）</span>
      </del>
    );
  return <>{part.text}</>;
}

const PARAGRAPH_MARKS: Record<ShownParagraph['kind'], string> = {
  same: '',
  changed: '修改',
  added: '新增段落',
  removed: '删除段落',
  folded: '',
};

function Paragraph({ paragraph }: { paragraph: ShownParagraph }) {
  if (paragraph.kind === 'folded')
    return <p className="text-xs text-gray-600">……（{paragraph.count} 段未改动）</p>;
  const mark = PARAGRAPH_MARKS[paragraph.kind];
  return (
    <p className={`whitespace-pre-wrap ${paragraph.kind === 'same' ? 'text-gray-600' : 'text-gray-900'}`}>
      {mark && <span className="mr-2 rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-700">{mark}</span>}
      {paragraph.parts.map((part, index) => (
        <Part key={index} part={part} />
      ))}
    </p>
  );
}

function Field({ field }: { field: ChangedField }) {
  return (
    <div className="border-t border-gray-100 pt-3">
      <h3 className="mb-1 text-sm font-medium text-gray-900">{field.label}</h3>
      {field.shape === 'value' ? (
        <p className="text-sm">
          <del className="text-red-900 line-through decoration-red-700">
            <span className="sr-only">原为：</span>
            {field.before}
          </del>
          <span aria-hidden="true"> → </span>
          <ins className="text-green-900 underline decoration-green-700">
            <span className="sr-only">，改为：</span>
            {field.after}
          </ins>
        </p>
      ) : (
        <div className="flex flex-col gap-2 text-sm leading-relaxed">
          {field.paragraphs.map((paragraph, index) => (
            <Paragraph key={index} paragraph={paragraph} />
          ))}
        </div>
      )}
    </div>
  );
}

/** Any two revisions of the item side by side, field by field (版本对比). */
export default function DeskCompare({ item }: { item: DeskItem }) {
  const [initialFrom, initialTo] = firstPair(item);
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const revisions = item.history.map((revision) => revision.revision);
  const load = useLoad(`${item.kind}-${item.id}-${from}-${to}-${item.revision}`, () =>
    getDeskRevisionDiff(item.kind, item.id, from, to, { hideMessage: true }),
  );
  const comparison = load.status === 'ready' && load.data ? compareRevisions(load.data) : null;
  const select = (label: string, value: number, change: (revision: number) => void) => (
    <label className="flex items-center gap-2 text-sm text-gray-700">
      {label}
      <select
        value={value}
        onChange={(event) => change(Number(event.target.value))}
        className="h-9 rounded-md border border-gray-300 bg-white px-2"
      >
        {revisions.map((revision) => (
          <option key={revision} value={revision}>
            第 {revision} 版{revision === item.publishedRevision ? '（线上）' : ''}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Panel id="desk-compare" title="版本对比">
      <div className="mb-3 flex flex-wrap items-center gap-4">
        {select('从', from, setFrom)}
        {select('到', to, setTo)}
        <p className="text-xs text-gray-600">
          <ins className="bg-green-100 text-green-900 underline decoration-green-700">下划线</ins>为新增，
          <del className="bg-red-100 text-red-900 line-through decoration-red-700">删除线</del>为删除
        </p>
      </div>
      <div aria-live="polite">
        <LoadPending load={load} loadingText="对比中..." />
        {comparison && from === to && <p className="text-sm text-gray-700">同一版本，无差别。</p>}
        {comparison && from !== to && comparison.changed.length === 0 && (
          <p className="text-sm text-gray-700">
            第 {from} 版与第 {to} 版内容相同。
          </p>
        )}
        {comparison && from !== to && comparison.changed.length > 0 && (
          <div className="flex flex-col gap-3">
            {comparison.changed.map((field) => (
              <Field key={field.name} field={field} />
            ))}
            {comparison.unchanged.length > 0 && (
              <p className="border-t border-gray-100 pt-3 text-xs text-gray-600">
                未改动：{comparison.unchanged.join('、')}
              </p>
            )}
          </div>
        )}
      </div>
    </Panel>
  );
}
