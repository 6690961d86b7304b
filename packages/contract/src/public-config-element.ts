/** The id of the JSON data block in which the server embeds the public configuration. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';
