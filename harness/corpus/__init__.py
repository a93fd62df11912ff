"""The corpus: the ruling index and its source documents (`rulings`), the features as written (`scan`), the card
catalog (`catalog`), board fixtures (`fixtures`), schema checks (`schemas`, `validate`), the corpus's rules
(`lint`, `malformed`), mana text (`manatext`) and new rulings (`importer`). It imports nothing above it."""
