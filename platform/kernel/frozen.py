"""Rows written once and never changed or deleted: the ledger's entries, the invoices and credit
notes issued to clients, the platform's fee invoices. The model refuses a save of a stored row
and a delete; an UPDATE or DELETE sent around the model (a queryset's, raw SQL) is refused on
PostgreSQL by a trigger each app's migration adds on its tables."""

from django.db import models


class Frozen(models.Model):
    # What a change and a deletion are refused with; a model says what to do instead.
    NEVER_CHANGED = "This row is never changed."
    NEVER_DELETED = "This row is never deleted."

    class Meta:
        abstract = True

    def save(self, *args, **kwargs) -> None:
        if not self._state.adding:
            raise ValueError(self.NEVER_CHANGED)
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise ValueError(self.NEVER_DELETED)
