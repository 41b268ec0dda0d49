import { useState } from "react";
import { INVOICE_TEXTS as T } from "./constants";

/** A client's business for a business invoice, as sent with the order ({} when not asked). */
export interface Billing {
  gstin?: string;
  business_name?: string;
}

export interface BusinessDetails {
  open: boolean;
  setOpen: (open: boolean) => void;
  gstin: string;
  setGstin: (value: string) => void;
  name: string;
  setName: (value: string) => void;
  errors: { gstin?: string; business_name?: string };
  setErrors: (errors: { gstin?: string; business_name?: string }) => void;
  /** What goes with the order: nothing unless the box is open. */
  billing: () => Billing;
}

export function useBusinessDetails(): BusinessDetails {
  const [open, setOpen] = useState(false);
  const [gstin, setGstin] = useState("");
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<BusinessDetails["errors"]>({});
  return {
    open, setOpen, gstin, setGstin, name, setName, errors, setErrors,
    billing: () => (open && (gstin.trim() || name.trim()) ? { gstin: gstin.trim(), business_name: name.trim() } : {}),
  };
}

/** "Add GST details for a business invoice": the GSTIN and the business's name, optional. */
export function BusinessFields({
  business,
  disabled,
  idPrefix = "",
}: {
  business: BusinessDetails;
  disabled?: boolean;
  /** Where several forms share a page (a package card each): their fields' ids apart. */
  idPrefix?: string;
}) {
  const { errors } = business;
  const id = (name: string) => `${idPrefix}${name}`;
  return (
    <div className="field business-fields">
      <label className="checkbox">
        <input
          type="checkbox"
          name="business_invoice"
          checked={business.open}
          disabled={disabled}
          onChange={(event) => business.setOpen(event.target.checked)}
        />{" "}
        {T.addBusiness}
      </label>
      {business.open && (
        <>
          <p className="field-hint">{T.businessNote}</p>
          <label htmlFor={id("gstin")}>{T.gstin}</label>
          <input
            id={id("gstin")}
            name="gstin"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            value={business.gstin}
            disabled={disabled}
            aria-invalid={errors.gstin ? true : undefined}
            aria-describedby={errors.gstin ? id("gstin-error") : undefined}
            onChange={(event) => business.setGstin(event.target.value)}
          />
          {errors.gstin && <p className="field-error" id={id("gstin-error")}>{errors.gstin}</p>}
          <label htmlFor={id("business-name")}>{T.businessName}</label>
          <input
            id={id("business-name")}
            name="organization"
            autoComplete="organization"
            maxLength={120}
            value={business.name}
            disabled={disabled}
            aria-invalid={errors.business_name ? true : undefined}
            aria-describedby={errors.business_name ? id("business-name-error") : undefined}
            onChange={(event) => business.setName(event.target.value)}
          />
          {errors.business_name && (
            <p className="field-error" id={id("business-name-error")}>{errors.business_name}</p>
          )}
        </>
      )}
    </div>
  );
}
