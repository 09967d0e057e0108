/**
 * Absence kinds a labour law may list as still giving an owed meal (`absencesWithOwedMeal`,
 * spec 1 §3). The spec gives examples (paid_leave, sick_leave, maternity_leave, training, strike,
 * home_office) and says there are about 60; the rest of the list is our design. Codes are stable
 * snake_case identifiers stored in laws: add new ones freely, never rename or remove one.
 * Labels come from the locale catalogues (one key per code).
 */
export const ABSENCE_TYPES = [
  // Leave
  'paid_leave',
  'unpaid_leave',
  'rtt_leave',
  'compensatory_rest',
  'recovery_leave',
  'seniority_leave',
  'fractioning_leave',
  'public_holiday',
  'solidarity_day',
  'sabbatical_leave',
  'business_creation_leave',
  'time_savings_account_leave',
  // Health
  'sick_leave',
  'sick_child_leave',
  'work_accident',
  'commuting_accident',
  'occupational_disease',
  'therapeutic_part_time',
  'hospitalisation',
  'medical_appointment',
  'occupational_health_visit',
  'disability_leave',
  // Family
  'maternity_leave',
  'paternity_leave',
  'birth_leave',
  'adoption_leave',
  'parental_leave',
  'pregnancy_appointment',
  'wedding_leave',
  'civil_partnership_leave',
  'child_wedding_leave',
  'bereavement_leave',
  'child_bereavement_leave',
  'family_caregiver_leave',
  'family_solidarity_leave',
  'parental_presence_leave',
  'moving_leave',
  // Training and career
  'training',
  'apprenticeship_school',
  'exam_leave',
  'personal_training_account',
  'skills_assessment_leave',
  'job_search_leave',
  // Representation and civic duties
  'staff_representative_hours',
  'union_training_leave',
  'jury_duty',
  'elected_office',
  'military_reserve',
  'volunteer_firefighter',
  'court_summons',
  // Work elsewhere or reduced activity
  'home_office',
  'business_trip',
  'external_assignment',
  'seminar',
  'partial_activity',
  'bad_weather_unemployment',
  'shop_closure',
  // Other
  'strike',
  'disciplinary_suspension',
  'authorised_absence',
  'justified_absence',
  'unjustified_absence',
  'notice_period_exemption',
] as const;
export type AbsenceType = (typeof ABSENCE_TYPES)[number];

export function isAbsenceType(value: unknown): value is AbsenceType {
  return typeof value === 'string' && (ABSENCE_TYPES as readonly string[]).includes(value);
}
