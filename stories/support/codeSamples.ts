// Code samples for the CodeBlock and Markdown stories: one per highlighted language.
export const codeLabels = {
  region: 'Code sample',
  copy: 'Copy code',
  copied: 'Copied',
  selected: 'Selected — press Ctrl+C to copy',
};

export const codeSamples: Record<string, { label: string; code: string }> = {
  javascript: {
    label: 'JavaScript',
    code: `// Fetch the forecast with your key
const res = await fetch('https://api.example.com/v1/forecast?city=Oslo', {
  headers: { 'X-Api-Key': process.env.API_KEY },
});
if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
const { days } = await res.json();
console.log(days.map((d) => d.high).join(', '));`,
  },
  bash: {
    label: 'Bash',
    code: `# Ask for today's forecast\ncurl -s "https://api.example.com/v1/forecast?city=Oslo" \\\n  -H "X-Api-Key: $API_KEY" | jq '.days[0]'`,
  },
  python: {
    label: 'Python',
    code: `import requests\n\ndef forecast(city: str, key: str) -> dict:\n    """Return the forecast for one city."""\n    r = requests.get("https://api.example.com/v1/forecast", params={"city": city}, headers={"X-Api-Key": key}, timeout=10)\n    r.raise_for_status()\n    return r.json()`,
  },
  json: {
    label: 'JSON',
    code: `{\n  "city": "Oslo",\n  "days": [{ "date": "2024-03-01", "high": 4.5, "low": -2, "snow": true }],\n  "next": null\n}`,
  },
  http: {
    label: 'HTTP',
    code: `GET /v1/forecast?city=Oslo HTTP/1.1\nHost: api.example.com\nX-Api-Key: k3y-9f8e7d6c5b4a\nAccept: application/json`,
  },
  xml: {
    label: 'HTML',
    code: `<!-- Embed the widget -->\n<div class="forecast" data-city="Oslo">\n  <script src="https://cdn.example.com/widget.js" async></script>\n</div>`,
  },
  css: {
    label: 'CSS',
    code: `.forecast {\n  --accent: rebeccapurple;\n  border: 1px solid var(--accent);\n}\n.forecast:hover { opacity: 0.9; }`,
  },
  java: {
    label: 'Java',
    code: `public final class Forecast {\n    private static final String KEY = System.getenv("API_KEY");\n    public static void main(String[] args) throws Exception {\n        System.out.println(new Client(KEY).forecast("Oslo"));\n    }\n}`,
  },
  csharp: {
    label: 'C#',
    code: `using var http = new HttpClient();\nhttp.DefaultRequestHeaders.Add("X-Api-Key", key);\nvar json = await http.GetStringAsync("https://api.example.com/v1/forecast?city=Oslo");`,
  },
  cpp: {
    label: 'C++',
    code: `#include <iostream>\n\nint main() {\n    std::cout << "forecast" << std::endl; // TODO: call the API\n    return 0;\n}`,
  },
  php: {
    label: 'PHP',
    code: `<?php\n$ctx = stream_context_create(['http' => ['header' => "X-Api-Key: $key"]]);\necho file_get_contents('https://api.example.com/v1/forecast?city=Oslo', false, $ctx);`,
  },
  ruby: {
    label: 'Ruby',
    code: `require 'net/http'\n\nuri = URI('https://api.example.com/v1/forecast?city=Oslo')\nputs Net::HTTP.get(uri) # prints JSON`,
  },
};
