"""The tax details form: every value checked on its own field. A PAN is checked by its format
(and its fourth letter, the holder's kind), a GSTIN by its check digit (python-stdnum), and
a GSTIN must be issued on the same PAN and in the chosen state."""

import re
from dataclasses import dataclass

from django.conf import settings
from stdnum.in_ import gstin as gstin_number
from stdnum.in_ import pan as pan_number

from kernel.errors import invalid_fields
from marketplace.tax import texts
from marketplace.tax.models import TaxDetails
from marketplace.tax.states import STATES, state_name

SAC = re.compile(r"99\d{4}")


@dataclass(frozen=True)
class TaxDraft:
    legal_name: str = ""
    pan: str = ""
    gstin: str = ""
    state: str = ""
    address: str = ""
    exempt: bool = False
    sac: str = ""


def compact(value: str) -> str:
    return re.sub(r"[\s-]", "", value or "").upper()


def pan_error(value: str) -> str | None:
    return None if pan_number.is_valid(value) else str(texts.ENTER_PAN)


def gstin_error(value: str) -> str | None:
    return None if gstin_number.is_valid(value) else str(texts.ENTER_GSTIN)


def checked(draft: TaxDraft) -> dict:
    """The fields to store, tidied, or InvalidInput with each problem on its field."""
    fields = {
        "legal_name": " ".join(draft.legal_name.split()),
        "pan": compact(draft.pan),
        "gstin": compact(draft.gstin),
        "state": draft.state.strip(),
        "address": " ".join(draft.address.split()),
        "exempt": draft.exempt,
        "sac": compact(draft.sac) or settings.TAX_SAC_DEFAULT,
    }
    errors = {}
    if len(fields["legal_name"]) > 120:
        errors["legal_name"] = texts.NAME_TOO_LONG
    if len(fields["address"]) > 300:
        errors["address"] = texts.ADDRESS_TOO_LONG
    if fields["pan"] and (message := pan_error(fields["pan"])):
        errors["pan"] = message
    if fields["state"] not in STATES:
        errors["state"] = texts.CHOOSE_STATE
    if not SAC.fullmatch(fields["sac"]):
        errors["sac"] = texts.ENTER_SAC
    if gstin := fields["gstin"]:
        if message := gstin_error(gstin):
            errors["gstin"] = message
        elif not fields["pan"]:
            errors["pan"] = texts.GSTIN_NEEDS_PAN
        elif "pan" not in errors and gstin[2:12] != fields["pan"]:
            errors["gstin"] = texts.GSTIN_NOT_YOUR_PAN
        elif "state" not in errors and gstin[:2] != fields["state"]:
            errors["gstin"] = str(texts.GSTIN_OTHER_STATE).format(state=state_name(gstin[:2]))
    if errors:
        raise invalid_fields(errors)
    return fields


def details_save(*, user, draft: TaxDraft) -> TaxDetails:
    """The user's own details, replaced whole. Papers already issued keep what they printed:
    an invoice copies the supplier's details when it is issued, never reads them again."""
    details, _ = TaxDetails.objects.update_or_create(user=user, defaults=checked(draft))
    return details
