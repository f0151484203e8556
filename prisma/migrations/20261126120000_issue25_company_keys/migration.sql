-- The keys of company names written with dots lose what files write after such a name: a legal form in
-- initials ("Booking.com B.V.") and a web address's ending ("Booking.com"), as companyNameKey
-- (server/search/directory/companies.ts) now computes them for new rows and for briefs.
UPDATE "directory_company" SET name_key = COALESCE(NULLIF(regexp_replace(regexp_replace(name_key, ' (b v|n v|s a|s l|s p a|s r l|l l c|l l p|p l c|a g|g m b h|s a s|p t y|k k)$', ''), ' (com|io|ai|net|org|app|co uk|com br|com au)$', ''), ''), name_key) WHERE name LIKE '%.%';
UPDATE "imported_company" SET name_key = COALESCE(NULLIF(regexp_replace(regexp_replace(name_key, ' (b v|n v|s a|s l|s p a|s r l|l l c|l l p|p l c|a g|g m b h|s a s|p t y|k k)$', ''), ' (com|io|ai|net|org|app|co uk|com br|com au)$', ''), ''), name_key) WHERE name LIKE '%.%';
