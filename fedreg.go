package sourced

// KindFedReg is a Federal Register citation: a document number
// ("FR Doc. 2024-03484"), a volume and page ("89 FR 12345") or a
// federalregister.gov link.
const KindFedReg CitationKind = "federal_register"
