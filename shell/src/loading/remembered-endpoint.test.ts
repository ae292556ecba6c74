/** @jest-environment jsdom */
import { rememberedEndpoint, rememberEndpoint } from './remembered-endpoint';

afterEach(() => localStorage.clear());

describe('the Supabase endpoint of the last visit', () => {
  it('is remembered from runtime.json and read back', () => {
    expect(rememberedEndpoint()).toBeNull();
    rememberEndpoint({ supabaseUrl: 'https://api.example.com', supabaseAnonKey: 'anon' });
    expect(rememberedEndpoint()).toEqual({
      supabaseUrl: 'https://api.example.com',
      supabaseAnonKey: 'anon',
    });
  });

  it('keeps nothing incomplete, and survives garbage and blocked storage', () => {
    rememberEndpoint({ supabaseUrl: 'https://api.example.com' });
    expect(rememberedEndpoint()).toBeNull();
    localStorage.setItem('bbt-supabase-endpoint', '{not json');
    expect(rememberedEndpoint()).toBeNull();
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(rememberedEndpoint(blocked)).toBeNull();
    expect(() =>
      rememberEndpoint({ supabaseUrl: 'u', supabaseAnonKey: 'k' }, blocked),
    ).not.toThrow();
  });
});
