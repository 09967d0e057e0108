export interface AppSettingsTable {
  key: string;
  value: string;
}
