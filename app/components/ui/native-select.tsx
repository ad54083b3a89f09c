/** A native select with its label (light, works without JavaScript), e.g. a filter that submits its form on change. */
export function NativeSelect({
  id,
  name,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange?: (event: { currentTarget: HTMLSelectElement }) => void;
}) {
  return (
    <div className="text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        onChange={onChange}
        className="mt-1.5 h-11 w-full rounded-xl border border-input bg-card px-3 text-sm"
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue || "any"} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
