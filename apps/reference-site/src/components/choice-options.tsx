/**
 * The `<option>`s of a select over a fixed list of strings: an empty first option asking the user
 * to choose, then one option per value (each value is also what is sent).
 *
 * @param format - the visible text of a value, when it differs from the value itself
 * @example
 * <SelectField label="Tỉnh/Thành phố" {...bind('city')}>
 *   <ChoiceOptions placeholder="Chọn tỉnh/thành phố" values={CITIES} />
 * </SelectField>
 */
export function ChoiceOptions({ placeholder, values, format }: { placeholder: string; values: readonly string[]; format?: (value: string) => string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {format ? format(value) : value}
        </option>
      ))}
    </>
  );
}
