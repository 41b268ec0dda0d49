import { useTranslation } from "react-i18next";
import { TextField } from "../../../shared/ui/text-field";
import { firstProfessionMatch } from "../professions";

interface CategoryFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** "Service Category" with one suggestion: the first profession matching what was typed. */
export function CategoryField({ value, onChange, error }: CategoryFieldProps) {
  const { t } = useTranslation("profiles");
  const suggestion = firstProfessionMatch(value);
  return (
    <div className="category-field">
      <TextField
        label={t("Service Category")}
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
