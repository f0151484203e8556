// Job functions: the departments a role belongs to (directory_person.function).

export const FUNCTIONS = [
  'engineering', 'data', 'product', 'design', 'marketing', 'sales', 'customer_success', 'operations', 'finance',
  'people', 'legal', 'healthcare', 'science', 'executive',
] as const;
export type JobFunction = (typeof FUNCTIONS)[number];

export const FUNCTION_LABEL: Record<JobFunction, string> = {
  engineering: 'Engineering', data: 'Data & AI', product: 'Product', design: 'Design', marketing: 'Marketing',
  sales: 'Sales', customer_success: 'Customer Success', operations: 'Operations', finance: 'Finance',
  people: 'People & HR', legal: 'Legal', healthcare: 'Healthcare', science: 'Science & Research', executive: 'Executive',
};
