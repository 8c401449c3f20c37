/** How the kit's text and number fields hold what is typed in the form (emptied is null: schema-shape emptiedToAbsent). */

/** Text as the number the schema checks: '' is undefined ("… is required"), anything else Number(text) (NaN refused). */
export function textToNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** A text field's value in the form: blank is null (absent) when the field says so, else the text as typed. */
export const blankAsNull = (text: string, absentWhenEmpty: boolean): string | null =>
  absentWhenEmpty && text.trim() === '' ? null : text;

/** A number as the text a number field shows. */
export const numberText = (value: number | null | undefined): string =>
  value === undefined || value === null || Number.isNaN(value) ? '' : String(value);
