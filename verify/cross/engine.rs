//! Cross-checks for this area land with its issue.
