/** The header row of a small table of records (认证审核, 我的车辆): one column heading each. */
export default function TableHead({ headings }: { headings: readonly string[] }) {
  return (
    <thead className="bg-gray-50 text-gray-600">
      <tr>
        {headings.map((heading) => (
          <th key={heading} scope="col" className="px-3 py-2 font-medium">
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
