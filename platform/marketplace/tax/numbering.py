"""Paper numbers in series: `next_number` takes the series' next number inside the caller's
transaction, under the series row's lock, so racing callers queue, each gets its own number,
and a caller that rolls back gives its number back with everything else it wrote: the
numbers that commit form one series with no gap and no repeat (the GST rule for invoices)."""

from django.db import IntegrityError, transaction

from kernel.locking import lock_rows
from marketplace.tax.models import Series


def next_number(key: str, year: str) -> int:
    """The next number of `key`'s series for financial year `year`; call it inside the
    transaction that writes the numbered paper, as late as possible (the lock is held until
    that transaction ends)."""
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("next_number must run inside the paper's own transaction")
    series_id = Series.objects.filter(key=key, year=year).values_list("pk", flat=True).first()
    if series_id is None:
        try:
            with transaction.atomic():
                series_id = Series.objects.create(key=key, year=year).pk
        except IntegrityError:  # another caller made it first: use theirs
            series_id = Series.objects.get(key=key, year=year).pk
    series = lock_rows(Series, [series_id])[0]
    series.last += 1
    series.save(update_fields=["last"])
    return series.last
