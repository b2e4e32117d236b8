/** The header row of the quotes' and waybills' tables: one column heading per name. */
export default function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr className="border-b border-gray-200 text-left text-gray-600">
        {names.map((name) => (
          <th key={name} scope="col" className="py-2 pr-3 font-medium">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
