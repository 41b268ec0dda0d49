from django.contrib.contenttypes.models import ContentType
from django.db.models import Model, QuerySet

from kernel.history.models import StateChange


def state_changes(obj: Model) -> QuerySet[StateChange]:
    """Every recorded move of `obj`'s status fields, oldest first."""
    return StateChange.objects.filter(
        content_type=ContentType.objects.get_for_model(obj), object_id=obj.pk
    ).select_related("actor")
