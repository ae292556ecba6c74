// Generated from the live local-supabase schema by `npm run db:types`; do not edit by hand.
// This first version only declares the shape; the data-platform work regenerates it.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export interface Database {
  public: {
    Tables: {
      admin_users: {
        Row: { id: string; email: string; role: string; permissions: Json; is_active: boolean };
        Insert: { id?: string; email: string; role: string; permissions?: Json; is_active?: boolean };
        Update: { id?: string; email?: string; role?: string; permissions?: Json; is_active?: boolean };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
}
