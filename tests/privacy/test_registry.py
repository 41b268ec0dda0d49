"""Every model is declared in the privacy registry, so neither the download nor the erasure
can forget one: a new model fails here until it is declared (privacy/registry.py)."""

from django.apps import apps

from marketplace.privacy import registry


def test_every_model_is_declared():
    assert registry.undeclared() == [], (
        "Declare these models in platform/marketplace/privacy/registry.py (docs/privacy.md)"
    )


def test_every_declaration_names_a_model_once():
    labels = [declared.label for declared in registry.DECLARED]
    assert len(labels) == len(set(labels))
    known = {model._meta.label for model in apps.get_models()}
    assert set(labels) <= known


def test_a_model_left_out_is_caught(monkeypatch):
    left_out = registry.DECLARED[-1].label
    monkeypatch.setattr(registry, "BY_LABEL", {
        label: declared for label, declared in registry.BY_LABEL.items() if label != left_out
    })  # fmt: skip
    assert registry.undeclared() == [left_out]


def test_each_declaration_says_what_erasure_does_and_why():
    for declared in registry.DECLARED:
        assert declared.erase, declared.label
        for action in declared.erase:
            if isinstance(action, (registry.Keep, registry.NoPersonalData)):
                assert len(action.reason) > 10, declared.label
        for name in (*declared.files, *declared.mentions):
            declared.model._meta.get_field(name)  # a field of its model
