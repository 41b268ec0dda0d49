import { TextField } from "../../../shared/ui/text-field";
import { EDIT_TEXTS as T } from "../constants";
import { firstProfessionMatch } from "../professions";

interface CategoryFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** "Service Category" with one suggestion: the first profession matching what was typed. */
export function CategoryField({ value, onChange, error }: CategoryFieldProps) {
  const suggestion = firstProfessionMatch(value);
  return (
    <div className="category-field">
      <TextField
        label={T.category}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        error={error}
        autoComplete="off"
      />
      {suggestion && (
        <button type="button" className="suggestion" onClick={() => onChange(suggestion)}>
          {suggestion}
        </button>
      )}
    </div>
  );
}
