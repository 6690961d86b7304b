// The fake API is shared by every feature's tests now; this path stays for tests written against it.
export * from '@/testing/fake-api.ts';
